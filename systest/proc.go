package systest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// ErrExited marks a process that ended before it was ready.
var ErrExited = errors.New("systest: process exited")

// Proc is one daemon run from a binary: started, probed until ready,
// killed (SIGKILL, as a crash), stopped (SIGTERM) and started again with
// the same arguments. Its stdout and stderr go to LogPath, appended across
// restarts so a run's whole history stays in one file.
type Proc struct {
	Name    string
	Path    string
	Args    []string
	Env     []string // added to this process's environment
	LogPath string
	// Ready reports nil once the process serves (probed every ProbeEvery
	// until ReadyWithin has passed).
	Ready       func(ctx context.Context) error
	ReadyWithin time.Duration
	ProbeEvery  time.Duration

	mu     sync.Mutex
	cmd    *exec.Cmd
	exited chan struct{}
	err    error // the last run's exit
	starts int
}

// Start runs the binary and waits until Ready (or the process exits, or
// ReadyWithin passes). It fails when the process is already running.
func (p *Proc) Start(ctx context.Context) error {
	p.mu.Lock()
	if p.cmd != nil {
		p.mu.Unlock()
		return fmt.Errorf("start %s: already running (pid %d)", p.Name, p.cmd.Process.Pid)
	}
	logf, err := os.OpenFile(p.LogPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		p.mu.Unlock()
		return fmt.Errorf("start %s: %w", p.Name, err)
	}
	p.starts++
	fmt.Fprintf(logf, "=== %s start %d at %s: %s %q\n", p.Name, p.starts, time.Now().UTC().Format(time.RFC3339Nano), p.Path, p.Args)
	cmd := exec.Command(p.Path, p.Args...)
	cmd.Env = append(os.Environ(), p.Env...)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = sysProcAttr()
	if err := cmd.Start(); err != nil {
		logf.Close()
		p.mu.Unlock()
		return fmt.Errorf("start %s: %w", p.Name, err)
	}
	exited := make(chan struct{})
	p.cmd, p.exited = cmd, exited
	p.mu.Unlock()
	go func() {
		err := cmd.Wait()
		logf.Close()
		p.mu.Lock()
		p.err, p.cmd = err, nil
		p.mu.Unlock()
		close(exited)
	}()
	return p.waitReady(ctx, exited)
}

func (p *Proc) waitReady(ctx context.Context, exited <-chan struct{}) error {
	if p.Ready == nil {
		return nil
	}
	within, every := p.ReadyWithin, p.ProbeEvery
	if within <= 0 {
		within = time.Minute
	}
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	t := time.NewTicker(every)
	defer t.Stop()
	var last error
	for {
		pctx, pcancel := context.WithTimeout(ctx, every*10)
		last = p.Ready(pctx)
		pcancel()
		if last == nil {
			return nil
		}
		select {
		case <-exited:
			return fmt.Errorf("%w: %s before it was ready: %v (log %s)", ErrExited, p.Name, p.exitErr(), p.LogPath)
		case <-ctx.Done():
			return fmt.Errorf("%s not ready within %s: %w (log %s)", p.Name, within, last, p.LogPath)
		case <-t.C:
		}
	}
}

func (p *Proc) exitErr() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// PID is the running process's id (0 when none runs).
func (p *Proc) PID() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return 0
	}
	return p.cmd.Process.Pid
}

// Running reports whether the process runs.
func (p *Proc) Running() bool { return p.PID() != 0 }

// Kill sends SIGKILL and waits for the process to be gone: a crash, no
// shutdown path runs.
func (p *Proc) Kill() error { return p.signal(syscall.SIGKILL, 10*time.Second) }

// Stop sends SIGTERM, waits up to grace, then kills.
func (p *Proc) Stop(grace time.Duration) error {
	if err := p.signal(syscall.SIGTERM, grace); err == nil {
		return nil
	}
	return p.Kill()
}

func (p *Proc) signal(sig syscall.Signal, wait time.Duration) error {
	p.mu.Lock()
	cmd, exited := p.cmd, p.exited
	p.mu.Unlock()
	if cmd == nil {
		return nil
	}
	if err := cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("signal %s %s: %w", p.Name, sig, err)
	}
	select {
	case <-exited:
		return nil
	case <-time.After(wait):
		return fmt.Errorf("%s still running %s after %s", p.Name, wait, sig)
	}
}

// Restart kills the process, leaves it down for down, and starts it
// again; it returns how long the daemon was away (kill to ready).
func (p *Proc) Restart(ctx context.Context, down time.Duration) (time.Duration, error) {
	begin := time.Now()
	if err := p.Kill(); err != nil {
		return 0, err
	}
	select {
	case <-ctx.Done():
		return time.Since(begin), ctx.Err()
	case <-time.After(down):
	}
	err := p.Start(ctx)
	return time.Since(begin), err
}
