package systest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"time"
)

// Proxy forwards TCP connections from a loopback port to a target. Cut
// closes the listener and every open connection (clients see resets, then
// refused connections); Restore listens again on the same port. It stands
// for a chain node going away and coming back on the same URL.
type Proxy struct {
	Target string

	mu    sync.Mutex
	addr  string
	ln    net.Listener
	conns map[net.Conn]struct{}
	wg    sync.WaitGroup
	cuts  int
}

// NewProxy listens on a free loopback port and forwards to target.
func NewProxy(target string) (*Proxy, error) {
	p := &Proxy{Target: target, conns: map[net.Conn]struct{}{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("proxy for %s: %w", target, err)
	}
	p.addr = ln.Addr().String()
	p.serve(ln)
	return p, nil
}

// Addr is the proxy's host:port (the same across cuts).
func (p *Proxy) Addr() string { return p.addr }

func (p *Proxy) serve(ln net.Listener) {
	p.ln = ln
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.wg.Add(1)
			go func() {
				defer p.wg.Done()
				p.pipe(c)
			}()
		}
	}()
}

func (p *Proxy) pipe(c net.Conn) {
	up, err := net.DialTimeout("tcp", p.Target, 5*time.Second)
	if err != nil {
		c.Close()
		return
	}
	if !p.track(c, up) {
		return
	}
	done := make(chan struct{}, 2)
	cp := func(dst, src net.Conn) {
		_, _ = io.Copy(dst, src)
		done <- struct{}{}
	}
	go cp(up, c)
	go cp(c, up)
	<-done // one side ended: end both
	c.Close()
	up.Close()
	<-done
	p.mu.Lock()
	delete(p.conns, c)
	delete(p.conns, up)
	p.mu.Unlock()
}

// track registers a connection pair, or closes it when the proxy was cut
// meanwhile.
func (p *Proxy) track(cs ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln == nil {
		for _, c := range cs {
			c.Close()
		}
		return false
	}
	for _, c := range cs {
		p.conns[c] = struct{}{}
	}
	return true
}

// Cut stops listening and resets every open connection.
func (p *Proxy) Cut() error {
	p.mu.Lock()
	if p.ln == nil {
		p.mu.Unlock()
		return errors.New("proxy: already cut")
	}
	err := p.ln.Close()
	p.ln = nil
	p.cuts++
	for c := range p.conns {
		if tc, ok := c.(*net.TCPConn); ok {
			_ = tc.SetLinger(0) // a reset, as a dead node's kernel would send
		}
		c.Close()
	}
	p.mu.Unlock()
	return err
}

// Restore listens on the proxy's port again, retrying while the port is
// briefly unavailable, for at most within.
func (p *Proxy) Restore(ctx context.Context, within time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	var lc net.ListenConfig
	for {
		ln, err := lc.Listen(ctx, "tcp", p.addr)
		if err == nil {
			p.mu.Lock()
			p.serve(ln)
			p.mu.Unlock()
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("proxy: listen again on %s: %w", p.addr, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Close cuts the proxy for good and waits for its goroutines.
func (p *Proxy) Close() {
	p.mu.Lock()
	open := p.ln != nil
	p.mu.Unlock()
	if open {
		_ = p.Cut()
	}
	p.wg.Wait()
}
