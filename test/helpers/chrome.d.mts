export function chromePath(): string;
export const chromeArgs: string[];
