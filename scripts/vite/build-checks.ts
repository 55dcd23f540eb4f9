/**
 * The bundler's checks for both builds (the browser's and the server's). Its timing report (which
 * plugins and option callbacks took a large part of the build) is off by default: on a loaded machine
 * the same build crosses its threshold one day and not the next, and a newcomer reads the block as a
 * fault. `BUILD_TIMINGS=1 npm run bundle` prints it when a slow build is worth a look
 * (https://rolldown.rs/reference/InputOptions.checks).
 */
export const BUILD_CHECKS = { bundlerTimings: process.env.BUILD_TIMINGS === '1' };
