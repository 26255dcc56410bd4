#!/bin/sh
# Builds deepcall's SP1 guest ELF (RV64IM) with Debian's rustc-web, unpacked
# under $DEEPCALL_CACHE/debrust (default ~/.cache/deepcall; no install, no rustup): the JSON target mirrors SP1's
# riscv64im-succinct-zkvm-elf, core and alloc are built from rust-web-src.
# The program key depends on the exact ELF, so the compiler is pinned:
# RUSTC_WEB_VERSION below; elf.sha256 records the ELF it gives.
#   sp1guest/guest/build.sh           build, then check the hash
#   sp1guest/guest/build.sh --pin     build, then record the hash
set -eu
RUSTC_WEB_VERSION=1.96.0+dfsg1-1~deb12u2
LLD_VERSION=1:22.1.8-1~deb12u1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
# Outside the checkout, at one place per machine user: cargo hashes the
# absolute path of build-std's crates (core, alloc) into their symbols, so a
# sysroot under the checkout would give each clone its own ELF.
deb="${DEEPCALL_CACHE:-$HOME/.cache/deepcall}/debrust"
sys="$deb/root"
if [ ! -x "$sys/usr/bin/rustc" ] || [ "$(cat "$deb/version" 2>/dev/null)" != "$RUSTC_WEB_VERSION $LLD_VERSION" ]; then
  rm -rf "$deb" && mkdir -p "$sys"
  pkgs="rustc-web=$RUSTC_WEB_VERSION rust-web-src=$RUSTC_WEB_VERSION libstd-rust-web-1.96=$RUSTC_WEB_VERSION
    libstd-rust-web-dev=$RUSTC_WEB_VERSION lld-22=$LLD_VERSION liblld-22=$LLD_VERSION libllvm22=$LLD_VERSION"
  # shellcheck disable=SC2086 # one word a package
  (cd "$deb" && { apt-get download -q $pkgs || { apt-get update -q && apt-get download -q $pkgs; }; })
  for f in "$deb"/*.deb; do dpkg -x "$f" "$sys"; done
  echo "$RUSTC_WEB_VERSION $LLD_VERSION" > "$deb/version"
fi
export LD_LIBRARY_PATH="$sys/usr/lib/x86_64-linux-gnu:$sys/usr/lib/llvm-22/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PATH="$sys/usr/bin:$PATH"
export RUSTC="$sys/usr/bin/rustc" RUSTC_BOOTSTRAP=1
target="$root/cache/sp1guest-elf"
# The sources are built from one fixed place too: the step crate is a path
# dependency outside the guest's workspace, so cargo hashes its absolute path
# into symbol names, which moves code and strings in the ELF.
stage="${DEEPCALL_CACHE:-$HOME/.cache/deepcall}/sp1guest-src"
rm -rf "$stage" && mkdir -p "$stage/sp1guest"
cp "$root/sp1guest/Cargo.toml" "$root/sp1guest/Cargo.lock" "$stage/sp1guest/"
cp -R "$root/sp1guest/step" "$root/sp1guest/guest" "$stage/sp1guest/"
# the same -C flags SP1's build tool passes; no path of this machine in the ELF
export RUSTFLAGS="-C passes=lower-atomic -C link-arg=--image-base=0x78000000 -C panic=abort -C link-arg=--build-id=none --remap-path-prefix=$stage=/deepcall --remap-path-prefix=$sys/usr/lib/rustlib/src/rust=/rustc-src --remap-path-prefix=$HOME/.cargo/registry=/registry"
cd "$stage/sp1guest/guest"
cargo build --release --locked -Zjson-target-spec \
  -Zbuild-std=core,alloc -Zbuild-std-features=compiler-builtins-mem \
  --target "$stage/sp1guest/guest/riscv64im-deepcall-zkvm-elf.json" --target-dir "$target"
elf="$target/riscv64im-deepcall-zkvm-elf/release/deepcall-sp1-guest"
cp "$elf" "$root/cache/deepcall-sp1-guest.elf"
sum=$(sha256sum "$elf" | cut -d' ' -f1)
echo "sp1 guest: cache/deepcall-sp1-guest.elf sha256 $sum"
if [ "${1:-}" = "--pin" ]; then
  echo "$sum" > "$here/elf.sha256"
elif [ "$sum" != "$(cat "$here/elf.sha256")" ]; then
  echo "sp1 guest: the ELF's sha256 $sum is not the pinned $(cat "$here/elf.sha256") (sp1guest/guest/build.sh --pin records a new one)" >&2
  exit 1
fi
