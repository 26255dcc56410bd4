//go:build deepcall_rust && cgo

package steprs

/*
#cgo LDFLAGS: ${SRCDIR}/../../cache/sp1guest-target/release/libdeepcall_step_ffi.a -ldl -lpthread -lm
#include <stddef.h>
#include <stdint.h>
int32_t deepcall_step(const uint8_t *req, size_t len, uint8_t *out, uint8_t *err, size_t err_cap);
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/deepcall/deepcall/inference"
)

const available = true

func runRaw(req []byte) (inference.Hash, error) {
	var out inference.Hash
	var msg [512]byte
	var p *C.uint8_t
	if len(req) > 0 {
		p = (*C.uint8_t)(unsafe.Pointer(&req[0]))
	}
	code := C.deepcall_step(p, C.size_t(len(req)), (*C.uint8_t)(unsafe.Pointer(&out[0])),
		(*C.uint8_t)(unsafe.Pointer(&msg[0])), C.size_t(len(msg)))
	text := C.GoString((*C.char)(unsafe.Pointer(&msg[0])))
	switch code {
	case 0:
		return out, nil
	case 1:
		return inference.Hash{}, fmt.Errorf("%w: %s", ErrRefused, text)
	case 2:
		return inference.Hash{}, fmt.Errorf("%w: %s", ErrPanic, text)
	}
	return inference.Hash{}, fmt.Errorf("steprs: deepcall_step returned %d", code)
}
