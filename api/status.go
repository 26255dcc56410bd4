package api

// Status is where a task (router) or a job (aggregator) stands. The router
// moves a task through queued, executing, then signed, submitted and landed
// (through an aggregator) or done (computed without a chain); the aggregator
// moves a job through queued, signing, signed, submitted and landed. Either
// may end failed.
type Status string

// The statuses, the union of both services'.
const (
	StatusQueued    Status = "queued"    // accepted and stored, waiting for a worker or a signing round
	StatusExecuting Status = "executing" // router: handed to the dispatcher
	StatusSigning   Status = "signing"   // aggregator: index and reference block assigned, operators asked
	StatusSigned    Status = "signed"    // k of n operators signed; the aggregate is ready once the job says so
	StatusSubmitted Status = "submitted" // the aggregate is in a transaction
	StatusLanded    Status = "landed"    // the transaction is mined, the slot holds the result
	StatusDone      Status = "done"      // router: computed without a chain (the in-process dispatcher)
	StatusFailed    Status = "failed"    // see the task's or job's error
)

// Statuses lists every status, in the order work moves through them.
var Statuses = []Status{StatusQueued, StatusExecuting, StatusSigning, StatusSigned, StatusSubmitted,
	StatusLanded, StatusDone, StatusFailed}

// Final reports whether no further transition can happen.
func (s Status) Final() bool { return s == StatusDone || s == StatusLanded || s == StatusFailed }

// Valid reports whether s is one of Statuses.
func (s Status) Valid() bool {
	for _, v := range Statuses {
		if s == v {
			return true
		}
	}
	return false
}

// TaskStatusOfJob is the status the router shows for a task whose
// aggregator job stands at s. A queued job is still being executed as far
// as the task goes; a job collecting signatures shows as signed k of n
// (the task's Signatures say how many).
func TaskStatusOfJob(s Status) Status {
	switch s {
	case StatusQueued:
		return StatusExecuting
	case StatusSigning, StatusSigned:
		return StatusSigned
	}
	return s // submitted, landed, failed mean the same on both
}
