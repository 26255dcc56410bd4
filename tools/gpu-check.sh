#!/usr/bin/env bash
# The GPU backend's device check (docs/gpu.md), run from the folder that
# `make gpu-bundle` fills (cache/gpu-check/: gpu.test, libOpenCL.so.1, the
# golden vectors under testdata/ and this script), on a machine with an
# OpenCL device and no Go toolchain:
#
#   1. the backend's bit-identity tests, with DEEPCALL_GPU=require: a
#      missing device fails them, never skips them;
#   2. the device check (inference/gpu/check_test.go): tokens and checkpoints
#      compared with the CPU engine (mismatches, expected 0), the 0.6B shape's
#      weights read in GB/s against the card's memory bandwidth, tokens/s at
#      batch 1 and at batch 16. Its JSON goes to $1 (default
#      ./gpu-check.json).
#
# Under 10 minutes in all: each step has its own time limit. The OpenCL
# loader shipped beside the binary is used where the machine has none; when
# no ICD file under /etc/OpenCL/vendors names NVIDIA's driver, the driver's
# libnvidia-opencl.so.1 is named in OCL_ICD_FILENAMES. Environment:
# DEEPCALL_GPU=any runs on any OpenCL device (POCL on a CPU, with
# DEEPCALL_GPU_CHECK_SHAPE=bench for a small model); DEEPCALL_GPU_DEVICE
# picks a device by part of its name; DEEPCALL_GPU_BANDWIDTH gives the card's
# GB/s where its name is not known to the check.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$PWD/gpu-check.json}
start=$(date +%s)

export DEEPCALL_GPU=${DEEPCALL_GPU:-require}
# the golden vectors the tests read, copied beside the binary
export DEEPCALL_TESTDATA=${DEEPCALL_TESTDATA:-$here/testdata}
export LD_LIBRARY_PATH="$here${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ -z "${OCL_ICD_FILENAMES:-}" ] && ! grep -qls nvidia /etc/OpenCL/vendors/*.icd 2>/dev/null; then
  lib=$(ldconfig -p 2>/dev/null | awk '/libnvidia-opencl\.so\.1 .*x86-64/ {print $NF; exit}')
  for d in /usr/local/nvidia/lib64 /usr/local/nvidia/lib /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib; do
    [ -z "$lib" ] && [ -e "$d/libnvidia-opencl.so.1" ] && lib=$d/libnvidia-opencl.so.1
  done
  if [ -n "$lib" ]; then
    export OCL_ICD_FILENAMES=$lib
    # the driver's other libraries sit beside it, perhaps outside ldconfig's paths
    export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$(dirname "$lib")"
  fi
fi
loader=$(ldd "$here/gpu.test" 2>/dev/null | awk '/libOpenCL/ {print $3}')
echo "gpu-check: DEEPCALL_GPU=$DEEPCALL_GPU, ICD ${OCL_ICD_FILENAMES:-from /etc/OpenCL/vendors}, loader ${loader:-none linked (a binary built without -tags opencl?)}"
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | sed 's/^/gpu-check: nvidia-smi: /'
fi

log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

echo "== bit-identity tests (DEEPCALL_GPU=$DEEPCALL_GPU)"
DEEPCALL_GPU_CHECK= "$here/gpu.test" -test.run . -test.skip '^TestDeviceCheck$' -test.count=1 -test.v -test.timeout 4m >"$log/identity" 2>&1
identity=$?
grep -E '^(--- |    --- |FAIL|ok|PASS|panic:)' "$log/identity"
[ $identity -eq 0 ] || tail -n 40 "$log/identity"
count() { grep -cE "^ *--- $1:" "$log/identity"; }
if [ $identity -eq 0 ] && [ "$(count PASS)" -eq 0 ]; then
  echo "no test passed: the binary holds none of the backend's tests"
  identity=1
fi

echo "== device check"
DEEPCALL_GPU_CHECK=$out "$here/gpu.test" -test.run '^TestDeviceCheck$' -test.count=1 -test.v -test.timeout 5m >"$log/check" 2>&1
check=$?
[ $check -eq 0 ] || tail -n 40 "$log/check"

echo "== summary"
status() { if [ "$1" -eq 0 ]; then echo ok; else echo "FAILED (exit $1)"; fi; }
echo "bit-identity tests: $(status $identity): $(count PASS) passed, $(count FAIL) failed, $(count SKIP) skipped" \
  "$(grep -E '^ *--- SKIP:' "$log/identity" | awk '{print $3}' | paste -sd, - | sed 's/./(&/;s/$/)/;s/^()$//')"
grep '^check:' "$log/check" || echo "device check: no figures"
echo "device check: $(status $check)"
echo "gpu-check: $(( $(date +%s) - start )) s"
[ $identity -eq 0 ] && [ $check -eq 0 ]
