#!/bin/sh
# Run every test: unit tests (release and ASan/UBSan builds), the rules
# check, and the transcript tests against both binaries.
set -u
B=$1; shift
fail=0
passed=0
failed=0
for u in "$@"; do
	for flav in release asan; do
		echo "== unit $u ($flav)"
		if "$B/$flav/unit-test_$u"; then passed=$((passed + 1)); else
			failed=$((failed + 1)); fail=1; fi
	done
done
echo "== source"
if sh scripts/check-source.sh; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
# Dependencies run one way: base, mechanisms, then the faces.
echo "== layers"
if sh scripts/check-layers.sh; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
# The rules image's build refuses data that would load wrong unsaid.
echo "== data build"
if sh tests/data/build-rules.sh; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
for flav in release asan; do
	echo "== rules check ($flav)"
	if XDG_DATA_HOME=$(mktemp -d) "$B/$flav/adjutant" rules check; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
	echo "== transcripts ($flav)"
	if sh tests/transcripts/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# Two terminals on one session file, failed opens, interrupted `new`.
for flav in release asan; do
	echo "== writers ($flav)"
	if sh tests/writers/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# A command without a prompt loads only the libraries it uses.
for flav in release asan; do
	echo "== startup ($flav)"
	if sh tests/startup/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# Sessions an earlier build wrote (tests/sessions/*.adj): each still
# opens, folds to the same status and verifies.
for flav in release asan; do
	echo "== sessions ($flav)"
	if sh tests/sessions/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# The script that made them (tests/sessions/make.sh) still plays its
# games with today's commands, ready for the day one is remade.
for flav in release asan; do
	echo "== sessions make ($flav)"
	d=$(mktemp -d)
	if sh tests/sessions/make.sh "$B/$flav/adjutant" "$d/made" > "$d/log" 2>&1
	then passed=$((passed + 1)); else
		tail -20 "$d/log"; failed=$((failed + 1)); fail=1; fi
	rm -rf "$d"
done
# The bench's data set (scripts/bench-data.sh), made small: it verifies,
# opens and exports.
for flav in release asan; do
	echo "== modules ($flav)"
	if sh tests/modules/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
for flav in release asan; do
	echo "== bench data ($flav)"
	if sh tests/bench/data.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# The rules image's build refuses a schema it would strip wrongly, a
# broken foreign key and an UPDATE of nothing.
echo "== build (rules image)"
if sh tests/build/rules.sh; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
# `make run` puts the manual page where `man adjutant` finds it.
echo "== install (man page)"
if sh tests/install/man.sh; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
# Every tour of the README, as a script.
echo "== readme (release)"
if sh tests/readme/run.sh "$B/release/adjutant"; then
	passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
# The REPL in a real terminal (tmux): questions, Ctrl-C and Ctrl-D,
# secrets typed unseen, the history, the prompt; two players at one
# screen, and a whole game played so at one terminal.
for flav in release asan; do
	# rules: what a rule needs and was not given, asked at the prompt.
	# friction: Tab after open and on the Broken Track, the next test
	# offered after a result.
	for t in run secrets cancel table rules friction modules; do
		echo "== repl $t ($flav)"
		if sh tests/repl/$t.sh "$B/$flav/adjutant"; then
			passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
	done
done
# The campaign server on loopback, and terminals joined to it through
# the real client (both builds: ASan watches them too); who may do what
# in a campaign (authority).
for flav in release asan; do
	for t in run filter sync authority fuzz text slow client download undo messages inbox \
	    tables inform waiting observer evening commanders hidden files joined depots lr-secrets \
	    places readers walbound answers stale owed answer impulses operator reqlog tokens fresh \
	    notify dice acted owed-chits deadline undoseq console vp-ledger \
	    lr-posture \
	    lr-orders lr-evening \
	    lr-roster lr-attack \
	    views fanout appends durable syncfail statekeep modules su-deck su-fog; do
		echo "== server $t ($flav)"
		if sh tests/server/$t.sh "$B/$flav/adjutant"; then
			passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
	done
done
# The hang fuzzer: every command of every game with odd words, at a
# terminal and on the server, none over 3 s; under the sanitizers an
# overflow or a leak it provokes is a failure too.
for flav in release asan; do
	echo "== hang ($flav)"
	if sh tests/hang/run.sh "$B/$flav/adjutant"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# The HTML report and the campaign's live page as a reader sees them, in
# headless Chromium; the screenshots stay in $B/test-output for a person
# to look at.
for t in report view notices owed; do
	echo "== browser $t (release)"
	if sh tests/browser/$t.sh "$B/release/adjutant" "$B/test-output"; then
		passed=$((passed + 1)); else failed=$((failed + 1)); fail=1; fi
done
# One plain closing line for CI: suites (unit binaries, checks, transcript
# sets) that passed and failed.
echo "suites: $passed passed, $failed failed"
exit $fail
