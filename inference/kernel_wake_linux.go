package inference

import (
	"encoding/binary"
	"os"
	"syscall"
)

// waker is a binary semaphore on an eventfd, read through the runtime's
// network poller: a sleeping helper is parked like any goroutine waiting on
// a file (its processor is free for other goroutines), and a post wakes the
// poller's thread, which runs the helper on the idle processor at once,
// without the scheduler's channel hand-off (see kernel_pool.go). Unlike a
// pipe write, an eventfd write is not a "sync" wake-up, which the kernel
// may serve on the writer's own core, behind the caller.
type waker struct {
	f *os.File // nil: the eventfd could not be made; ch instead
	c chan struct{}
}

func newWaker() waker {
	fd, _, errno := syscall.Syscall(syscall.SYS_EVENTFD2, 0, syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if errno != 0 {
		return waker{c: make(chan struct{}, 1)}
	}
	// A non-blocking descriptor: os.NewFile registers it with the poller.
	return waker{f: os.NewFile(fd, "deepcall-helper-wake")}
}

var one = binary.NativeEndian.AppendUint64(nil, 1)

func (w waker) post() {
	if w.f == nil {
		w.c <- struct{}{} // buffered; one post per park
		return
	}
	w.f.Write(one) // the counter is at most 1: never full
}

func (w waker) sleep() {
	if w.f == nil {
		<-w.c
		return
	}
	var b [8]byte
	for {
		// An eventfd read takes the whole counter (one post) or, when
		// it is zero, parks on the poller until a post.
		if n, err := w.f.Read(b[:]); n == 8 || err != nil {
			return
		}
	}
}
