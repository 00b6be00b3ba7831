/**
 * Node's flags for the servers and commands the durability tests start and stop within seconds. V8 first compiles
 * PGlite's WebAssembly quickly (Liftoff), then compiles its busy functions again for speed (TurboFan) on background
 * threads: at every start that second pass cost about 1.4 of the 3.6 CPU-seconds a fresh server needs to answer,
 * more than such a process runs long enough to win back. Measured on this machine: first start 3.6 → 2.2 CPU-s,
 * restart 3.4 → 1.6. The code they run is the same; the app's own long-lived servers keep V8's defaults.
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];
