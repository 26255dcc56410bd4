//go:build deepcall_rust && cgo

package steprs

/*
#cgo CFLAGS: -I${SRCDIR}/../../sp1guest/ffi
#cgo LDFLAGS: ${SRCDIR}/../../cache/sp1guest-target/release/libdeepcall_step_ffi.a -ldl -lpthread -lm
#include "deepcall_step.h"
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
	case C.DEEPCALL_STEP_OK:
		return out, nil
	case C.DEEPCALL_STEP_REFUSED:
		return inference.Hash{}, fmt.Errorf("%w: %s", ErrRefused, text)
	case C.DEEPCALL_STEP_PANIC:
		return inference.Hash{}, fmt.Errorf("%w: %s", ErrPanic, text)
	}
	return inference.Hash{}, fmt.Errorf("steprs: deepcall_step returned %d", code)
}
