export const CHOSEN_PORT_VARIABLE: string;
export function portInUse(port: number): Promise<boolean>;
export function e2ePort(env?: NodeJS.ProcessEnv): Promise<number>;
