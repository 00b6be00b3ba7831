export const ROOT: string;
export function hashedFiles(): string[];
export function sourcesHash(): string;
export function isBuildCurrent(hash: string): boolean;
export function writeStamp(hash: string): void;
export function clearStamp(): void;
