//go:build !linux

package systest

import "syscall"

func sysProcAttr() *syscall.SysProcAttr { return nil }
