package systest

import "syscall"

// sysProcAttr makes a daemon die with the test process that started it
// (Pdeathsig), so a failed or interrupted run leaves nothing behind.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
