export function badSuppressions(file: string, text: string): string[];
