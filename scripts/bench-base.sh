#!/bin/sh
# The binary of an earlier commit, for the bench to run beside today's:
# the commit's tree (git archive) built with its own Makefile under
# build/base/COMMIT, and its path printed.  A commit built before is
# reused: its tree never changes.
# Usage: bench-base.sh COMMIT
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse --verify --quiet "$1^{commit}") ||
    { echo "bench-base.sh: \"$1\" is not a commit of this repository" >&2; exit 2; }
dir=$root/build/base/$commit
if [ ! -x "$dir/build/release/adjutant" ]; then
	rm -rf "$dir.tmp"
	mkdir -p "$dir.tmp"
	git -C "$root" archive "$commit" | tar -x -C "$dir.tmp"
	make -s -C "$dir.tmp" build/release/adjutant >&2 ||
	    { echo "bench-base.sh: $commit does not build" >&2; exit 1; }
	rm -rf "$dir"
	mv "$dir.tmp" "$dir"
fi
echo "$dir/build/release/adjutant"
