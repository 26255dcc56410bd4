package systest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// shProc runs a shell script as a daemon; ready when the script has
// written its pid to a file.
func shProc(t *testing.T, script string) (*Proc, string) {
	t.Helper()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	p := &Proc{
		Name: "sh", Path: sh, Args: []string{"-c", script, "sh", pidFile}, LogPath: filepath.Join(dir, "sh.log"),
		ReadyWithin: 5 * time.Second, ProbeEvery: 10 * time.Millisecond,
	}
	p.Ready = func(context.Context) error {
		raw, err := os.ReadFile(pidFile)
		if err != nil {
			return err
		}
		if strings.TrimSpace(string(raw)) != strconv.Itoa(p.PID()) {
			return errors.New("stale pid file")
		}
		return nil
	}
	return p, pidFile
}

func TestProcKillRestart(t *testing.T) {
	// "up" before the pid file: ready (the pid written) then implies the
	// line is in the log, which Stop could otherwise cut off.
	p, _ := shProc(t, `echo up; echo $$ > "$1"; exec sleep 60`)
	ctx := context.Background()
	if err := p.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer p.Kill()
	first := p.PID()
	if err := p.Start(ctx); err == nil {
		t.Error("a second start of a running process was not refused")
	}
	away, err := p.Restart(ctx, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if p.PID() == first || p.PID() == 0 || away < 50*time.Millisecond {
		t.Errorf("restart: pid %d → %d, away %s", first, p.PID(), away)
	}
	if err := p.Stop(5 * time.Second); err != nil || p.Running() {
		t.Fatalf("stop: %v, running %v", err, p.Running())
	}
	// Both runs appended to one log.
	raw, _ := os.ReadFile(p.LogPath)
	if strings.Count(string(raw), "up\n") != 2 || strings.Count(string(raw), "=== sh start") != 2 {
		t.Errorf("log:\n%s", raw)
	}
}

func TestProcExitsBeforeReady(t *testing.T) {
	p, _ := shProc(t, `exit 3`)
	err := p.Start(context.Background())
	if !errors.Is(err, ErrExited) {
		t.Fatalf("start: %v, want ErrExited", err)
	}
}

func TestProcNotReady(t *testing.T) {
	p, _ := shProc(t, `exec sleep 60`)
	p.ReadyWithin = 200 * time.Millisecond
	err := p.Start(context.Background())
	defer p.Kill()
	if err == nil || errors.Is(err, ErrExited) || !strings.Contains(err.Error(), "not ready within") {
		t.Fatalf("start: %v", err)
	}
}
