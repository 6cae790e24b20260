#!/bin/sh
# Run every test: unit tests (release and ASan/UBSan builds), the rules
# check, and the transcript tests against both binaries.
set -u
B=$1; shift
fail=0
for u in "$@"; do
	for flav in release asan; do
		echo "== unit $u ($flav)"
		"$B/$flav/unit-test_$u" || fail=1
	done
done
for flav in release asan; do
	echo "== rules check ($flav)"
	XDG_DATA_HOME=$(mktemp -d) "$B/$flav/adjutant" rules check || fail=1
	echo "== transcripts ($flav)"
	sh tests/transcripts/run.sh "$B/$flav/adjutant" || fail=1
done
[ $fail -eq 0 ] && echo "all tests passed" || echo "SOME TESTS FAILED"
exit $fail
