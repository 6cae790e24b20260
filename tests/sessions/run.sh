#!/bin/sh
# Sessions written by an earlier program must still open, fold to the
# same status and verify.  Each NAME.adj here is a session file made by
# the program as it was (make.sh tells how; it is not run here: the
# committed files are the fixtures).  Beside each are the answers that
# program gave, normalized:
#
#   NAME.status.json   adjutant --session NAME.adj --json status
#   NAME.status.txt    adjutant --session NAME.adj status   (and stderr:
#                      the text says more than the JSON: which victory
#                      hexes each side holds, the hands, the leaders)
#   NAME.verify.txt    adjutant --session NAME.adj log verify   (and stderr)
#   NAME.verify.json   adjutant --session NAME.adj --json log verify
#
# Every fixture is copied into a folder of its own first and opened
# there, never in place: opening writes (WAL, the `current` file, a
# campaign copy's link state).  Each command must exit 0, a JSON answer
# must say nothing on stderr, and each answer must equal the recorded one.
#
# Normalized, in both the recorded and the new answers (norm below):
#   - "session" in the JSON status: the path the session was opened by,
#     which is the test's own choice, not the game's.
#   - "(Offline since HH:MM:" in a campaign copy's text: the clock time
#     (local) at which this run found the server gone, that is now.
# JSON answers are compared as one line per value, sorted by the path
# to it ($.cup.held[0].id "usa-rally"): the order of an object's keys is
# not part of the answer; the order of a list is (its index is in the
# path).  So a difference prints as the values that differ.
#
# Usage: run.sh ADJUTANT            compare (exit 1 on any difference)
#        run.sh ADJUTANT --record   write the answers anew (make.sh does)
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
record=
[ "${2:-}" = --record ] && record=1

norm() {
	sed -e 's/"session":"[^"]*"/"session":"<session>"/' \
	    -e 's/^(Offline since [0-9][0-9]:[0-9][0-9]:/(Offline since HH:MM:/' "$1"
}

# One line per value of a JSON object, sorted by its path.
flat() {
	sqlite3 :memory: "SELECT fullkey || ' ' || CASE
	    WHEN type IN ('object', 'array', 'true', 'false', 'null') THEN type
	    WHEN type = 'text' THEN json_quote(atom) ELSE atom END
	    FROM json_tree(readfile('$1')) ORDER BY fullkey"
}

# same NAME KIND FILE: FILE is the answer for NAME.KIND
same() {
	exp="$here/$1.$2"
	if [ -n "$record" ]; then
		cp "$3" "$exp"
		echo "recorded $1.$2"
		return
	fi
	case $2 in
	*.json)	flat "$exp" > exp.flat; flat "$3" > got.flat ;;
	*)	cp "$exp" exp.flat; cp "$3" got.flat ;;
	esac
	if cmp -s exp.flat got.flat; then
		echo "ok   $1.$2"
	else
		echo "FAIL $1.$2 differs (- recorded, + now):"
		diff -u exp.flat got.flat | tail -n +3 | sed 's/^/    /'
		fails=$((fails + 1))
	fi
}

# run NAME OUT ARGS...: the command on a fresh copy of NAME.adj, its
# answer normalized into OUT; it must exit 0.
run() {
	name=$1 out=$2
	shift 2
	rm -rf "f.$name"
	mkdir "f.$name"
	cp "$here/$name.adj" "f.$name/$name.adj"
	(cd "f.$name" && "$bin" --session "$name.adj" "$@") > raw 2> err
	rc=$?
	case $out in
	*.json)	;;
	*)	cat err >> raw; : > err ;;
	esac
	norm raw > "$out"
	if [ $rc -ne 0 ] || [ -s err ]; then
		echo "FAIL $name: \`$*\` exit $rc"
		sed 's/^/    /' err raw | head -20
		fails=$((fails + 1))
		[ -n "$record" ] && { echo "not recorded"; exit 1; }
	fi
}

n=0
for f in "$here"/*.adj; do
	[ -e "$f" ] || continue
	name=$(basename "$f" .adj)
	n=$((n + 1))
	run "$name" status.json --json -c status
	same "$name" status.json status.json
	run "$name" status.txt -c status
	same "$name" status.txt status.txt
	run "$name" verify.txt -c 'log verify'
	same "$name" verify.txt verify.txt
	run "$name" verify.json --json -c 'log verify'
	same "$name" verify.json verify.json
	# Opening the copy wrote nothing beside the committed file.
	check "$name: the committed file was not opened in place" "" \
	    "$(ls "$here/$name.adj-"* 2>/dev/null)"
done
check "fixtures found" yes "$([ $n -gt 0 ] && echo yes)"

# Track, box and end events written before changes carried their source
# read as "unattributed" in the log's JSON, every one (issue 23, item 5).
for name in la-midturn bd-finished pre-head; do
	run "$name" tracks.json --json -c 'log tracks'
	check "$name: its track, box and end events are unattributed" "0 yes" \
	    "$(sqlite3 :memory: "SELECT count(*) FILTER (WHERE
	    json_extract(value, '\$.source') IS NOT 'unattributed') || ' ' ||
	    CASE WHEN count(*) > 0 THEN 'yes' ELSE 'no' END FROM
	    json_each(readfile('tracks.json'), '\$.events') WHERE
	    json_extract(value, '\$.kind') IN ('track', 'box', 'end')")"
done

# Every file but the first Adjutant's kept a head beside the chain: its
# end cut off with the head gone is reported (issue 21, item 17), in a
# session and in a side's copy (offline: its server is gone) alike.
for name in la-midturn campaign-union; do
	rm -rf "t.$name" && mkdir "t.$name"
	cp "$here/$name.adj" "t.$name/$name.adj"
	sqlite3 "t.$name/$name.adj" "DELETE FROM event WHERE seq = (SELECT
	    max(seq) FROM event); DELETE FROM meta WHERE key = 'head'"
	(cd "t.$name" && "$bin" --session "$name.adj" -c 'log verify') > out 2>&1
	check "$name: its end and its head removed, reported" "1" \
	    "$(grep -c "^log verify: the session's head (its last event, kept beside the chain) is missing" out)"
done
finish sessions
