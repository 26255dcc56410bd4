package api

import "testing"

func TestTaskStatusOfJob(t *testing.T) {
	want := map[Status]Status{
		StatusQueued: StatusExecuting, StatusSigning: StatusSigned, StatusSigned: StatusSigned,
		StatusSubmitted: StatusSubmitted, StatusLanded: StatusLanded, StatusFailed: StatusFailed,
	}
	for job, task := range want {
		if got := TaskStatusOfJob(job); got != task {
			t.Errorf("job %s shows as %s, want %s", job, got, task)
		}
		if !task.Valid() || job.Final() != task.Final() {
			t.Errorf("job %s (final %v) maps to %s (final %v)", job, job.Final(), task, task.Final())
		}
	}
	if Status("landing").Valid() || !StatusDone.Final() || StatusSigned.Final() {
		t.Fatal("Valid or Final wrong")
	}
}
