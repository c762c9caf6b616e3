export type ElectronBinary = { available: true; path: string } | { available: false; reason: string };
export function electronBinary(projectRoot: string, env?: NodeJS.ProcessEnv): ElectronBinary;
export function missingBinaryMessage(reason: string): string;
