export function signingPlan(
  platform: 'linux' | 'win32' | 'darwin',
  env: NodeJS.ProcessEnv,
): { lines: string[]; env: Record<string, string>; error?: string };
export function runnerPlatform(env?: NodeJS.ProcessEnv): NodeJS.Platform;
