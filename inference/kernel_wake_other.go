//go:build !linux

package inference

// waker is a binary semaphore (kernel_wake_linux.go has the eventfd one).
type waker struct {
	c chan struct{}
}

func newWaker() waker { return waker{c: make(chan struct{}, 1)} }

func (w waker) post() {
	select {
	case w.c <- struct{}{}:
	default:
	}
}

func (w waker) sleep() { <-w.c }
