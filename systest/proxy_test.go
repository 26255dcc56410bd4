package systest

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"syscall"
	"testing"
	"time"
)

// echo serves line echo on loopback.
func echo(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				_, _ = io.Copy(c, c)
			}()
		}
	}()
	return ln.Addr().String()
}

func roundTrip(c net.Conn, msg string) (string, error) {
	if _, err := c.Write([]byte(msg + "\n")); err != nil {
		return "", err
	}
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	line, err := bufio.NewReader(c).ReadString('\n')
	return line, err
}

func TestProxyCutRestore(t *testing.T) {
	p, c := proxyConn(t, echo(t))
	if got, err := roundTrip(c, "before"); err != nil || got != "before\n" {
		t.Fatalf("through the proxy: %q %v", got, err)
	}

	if err := p.Cut(); err != nil {
		t.Fatal(err)
	}
	// The open connection is gone and new ones are refused.
	if _, err := roundTrip(c, "during"); err == nil {
		t.Error("an open connection survived the cut")
	}
	if _, err := net.DialTimeout("tcp", p.Addr(), time.Second); !errors.Is(err, syscall.ECONNREFUSED) {
		t.Errorf("dial during the cut: %v, want connection refused", err)
	}
	if err := p.Cut(); err == nil {
		t.Error("a second cut was not refused")
	}

	if err := p.Restore(context.Background(), 5*time.Second); err != nil {
		t.Fatal(err)
	}
	c2, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	if got, err := roundTrip(c2, "after"); err != nil || got != "after\n" {
		t.Fatalf("after restore: %q %v", got, err)
	}
}

// A target that is down closes the client's connection rather than
// leaving it hanging.
func TestProxyTargetDown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	target := ln.Addr().String()
	ln.Close()
	_, c := proxyConn(t, target)
	if _, err := roundTrip(c, "x"); err == nil {
		t.Error("a connection to a dead target answered")
	}
}

// proxyConn starts a proxy to target and opens a connection through it; both
// close when the test ends.
func proxyConn(t *testing.T, target string) (*Proxy, net.Conn) {
	t.Helper()
	p, err := NewProxy(target)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return p, c
}
