/**
 * The application-status module's face: the status change both application kinds share (funeral's and real
 * estate's), each on its own table. A module of its own, not the applications console's: the console calls funeral
 * and real estate, which call this, so living in the console would close an import cycle.
 */
export { changeApplicationStatus, setApplicationStatusIfStill } from './application-status-change';
