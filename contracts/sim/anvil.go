//go:build unix

package sim

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
)

// Anvil is a local anvil node started by StartAnvil.
type Anvil struct {
	URL     string
	Client  *rpc.Client
	Account common.Address // the first unlocked dev account
	cmd     *exec.Cmd
	done    chan error
}

// ErrNoAnvil is returned when the anvil binary does not exist.
var ErrNoAnvil = errors.New("anvil not found")

// StartAnvil runs the anvil binary at bin on a free 127.0.0.1 port under
// the Osaka hardfork with no block gas or code size limit, and waits until it
// answers. Close stops it.
func StartAnvil(ctx context.Context, bin string, extraArgs ...string) (*Anvil, error) {
	return StartAnvilWith(ctx, bin, append([]string{"--hardfork", "osaka",
		"--disable-block-gas-limit", "--disable-code-size-limit", "--silent"}, extraArgs...)...)
}

// StartAnvilWith runs the anvil binary at bin on a free 127.0.0.1 port with
// exactly the arguments given (a chain's real limits, a fork), and waits
// until it answers. Close stops it.
func StartAnvilWith(ctx context.Context, bin string, args ...string) (*Anvil, error) {
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNoAnvil, bin)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("start anvil: find a free port: %w", err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	args = append([]string{"--host", "127.0.0.1", "--port", strconv.Itoa(port)}, args...)
	cmd := exec.Command(bin, args...)
	// node_modules/.bin/anvil is a Node launcher that runs the real binary as
	// its child: a process group of its own lets Close stop both.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start anvil: %w", err)
	}
	a := &Anvil{URL: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, done: make(chan error, 1)}
	go func() { a.done <- cmd.Wait() }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := rpc.DialContext(ctx, a.URL)
		if err == nil {
			var accounts []common.Address
			if err = c.CallContext(ctx, &accounts, "eth_accounts"); err == nil && len(accounts) > 0 {
				a.Client, a.Account = c, accounts[0]
				return a, nil
			}
			c.Close()
		}
		select {
		case werr := <-a.done:
			return nil, fmt.Errorf("start anvil: exited before answering: %v", werr)
		case <-ctx.Done():
			a.Close()
			return nil, fmt.Errorf("start anvil: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			a.Close()
			return nil, fmt.Errorf("start anvil: no answer on %s within 30 s: %v", a.URL, err)
		}
	}
}

// PID is the anvil process id.
func (a *Anvil) PID() int { return a.cmd.Process.Pid }

// Close stops the anvil processes (the process group of the PID it
// started) and waits for the launcher to exit.
func (a *Anvil) Close() error {
	if a.Client != nil {
		a.Client.Close()
	}
	// The group id is the launcher's PID (Setpgid above).
	if err := syscall.Kill(-a.PID(), syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("stop anvil (process group %d): %w", a.PID(), err)
	}
	select {
	case <-a.done:
	case <-time.After(10 * time.Second):
		return fmt.Errorf("stop anvil (pid %d): still running 10 s after kill", a.PID())
	}
	return nil
}
