/**
 * How long the apps the suites start (in process and as child processes) wait for their read
 * models to show a write before they answer 503 (`READ_MODEL_WAIT_MS`). A healthy server allows
 * 2 s; a shared test machine running two suites side by side (load average 12–23 seen in CI) can
 * lag longer, and a suite asserts what the product does, not how fast a loaded machine projects.
 */
export const testReadModelWaitMs = '15000';
