#!/bin/sh
# The core-proof attempt on this machine: deepcall-sp1-prove on one request
# under /usr/bin/time -v (time, peak RSS), stopped when its resident memory
# passes MEM_CAP_GB (default 12: the machine's 24 GiB are shared) or after
# LIMIT_S seconds (default 1800); the log says which.
#   sp1guest/prove/attempt.sh REQUEST [LOG]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
req=$1
log=${2:-$root/bench/sp1-prove.log}
cap_kb=$(( ${MEM_CAP_GB:-12} * 1024 * 1024 ))
bin="$root/cache/sp1run-target/release/deepcall-sp1-prove"
mkdir -p "$(dirname "$log")"
# one shard prover and one worker of each kind; rayon threads = the 2 cores
export RAYON_NUM_THREADS=${RAYON_NUM_THREADS:-2} SP1_WORKER_NUM_CORE_WORKERS=1 SP1_WORKER_NUM_RECURSION_PROVER_WORKERS=1
/usr/bin/time -v timeout "${LIMIT_S:-1800}" nice "$bin" "$root/cache/deepcall-sp1-guest.elf" "$req" > "$log" 2>&1 &
tpid=$!
peak=0
while kill -0 "$tpid" 2>/dev/null; do
  pid=$(pgrep -f -n "^$bin " || true)
  if [ -n "$pid" ]; then
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    [ "${rss:-0}" -gt "$peak" ] && peak=$rss
    if [ "${rss:-0}" -gt "$cap_kb" ]; then
      echo "attempt: stopped at RSS ${rss} kB > cap ${cap_kb} kB" >> "$log"
      kill "$pid"
    fi
  fi
  sleep 1
done
wait "$tpid" || true
echo "attempt: peak RSS seen ${peak} kB" >> "$log"
cat "$log"
