package inference

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

// waker is a binary semaphore on a futex: post sets the word and wakes a
// sleeper, sleep waits for the word to be set and clears it. The sleeping
// goroutine's thread blocks in the kernel (the runtime hands its processor
// on if other goroutines need it), and a post makes that thread runnable
// directly, without the scheduler's hand-off of a channel wake (see
// kernel_pool.go).
type waker struct {
	word *atomic.Uint32
}

func newWaker() waker { return waker{word: new(atomic.Uint32)} }

const (
	futexWaitPrivate = 0 | 128 // FUTEX_WAIT | FUTEX_PRIVATE_FLAG
	futexWakePrivate = 1 | 128 // FUTEX_WAKE | FUTEX_PRIVATE_FLAG
)

func (w waker) post() {
	w.word.Store(1)
	syscall.Syscall6(syscall.SYS_FUTEX, uintptr(unsafe.Pointer(w.word)), futexWakePrivate, 1, 0, 0, 0)
}

func (w waker) sleep() {
	// FUTEX_WAIT returns at once if the word is no longer 0, and may
	// return early (EINTR); the loop covers both.
	for !w.word.CompareAndSwap(1, 0) {
		syscall.Syscall6(syscall.SYS_FUTEX, uintptr(unsafe.Pointer(w.word)), futexWaitPrivate, 0, 0, 0, 0)
	}
}
