import { onTestFinished, vi } from 'vitest';

/**
 * For a test that expects the app to warn on the console: the warnings are kept (each as one line, an error as
 * "Name: message", no stack) for the test to assert, instead of printed among the results where their stack
 * traces read like failures. The console is given back when the test ends.
 */
export function captureWarnings(): string[] {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.map(oneLine).join(' ')));
  onTestFinished(() => spy.mockRestore());
  return lines;
}

const oneLine = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
