import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// tailwind-merge builds its class map on its first call: about 13 ms in a desktop Chrome, four times that on the phone
// Lighthouse simulates. Building it as this module loads puts that work in a task of its own (the page loader
// evaluates modules one per task, scripts/defer-hydration.ts) rather than inside React's first render of the page.
twMerge();

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
