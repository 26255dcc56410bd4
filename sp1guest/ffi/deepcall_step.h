/* deepcall-step-ffi: the C ABI of sp1guest/'s one-step (libdeepcall_step_ffi.a). */
#ifndef DEEPCALL_STEP_H
#define DEEPCALL_STEP_H

#include <stddef.h>
#include <stdint.h>

#define DEEPCALL_STEP_OK 0       /* out holds the 32-byte post-state */
#define DEEPCALL_STEP_REFUSED 1  /* the request or witness is wrong: err names why */
#define DEEPCALL_STEP_PANIC 2    /* a bug in the library, caught: err holds the message */
#define DEEPCALL_STEP_BAD_CALL 3 /* a null buffer */

/* Re-executes the step a request names (26 32-byte header words, then the
 * witness EngineStep.step takes; see deepcall_step::Request::decode). err
 * receives a NUL-terminated message, truncated to err_cap bytes. */
int32_t deepcall_step(const uint8_t *req, size_t len, uint8_t *out, uint8_t *err, size_t err_cap);

#endif
