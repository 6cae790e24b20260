#!/bin/sh
# Observers who read without pause leave the campaign's -wal file room to
# start over (wal_bound.c, journal_each_released): four observers loop
# `log` of a long journal, so that one of them is always reading, while
# the umpire's commands are appended as fast as they come.  Before, each
# `log` held one snapshot for its whole walk, the log never started over,
# and the file grew as long as they read (68 GB, once).  Each start over
# is counted from the file's header (its checkpoint sequence, bytes
# 12-15); the file is sampled for its size.
# Usage: walbound.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"

loadgen_build walbound
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); OB=$(tok observer)
fill "d/$C.adj" 60000
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
wal="d/$C.adj-wal"
restarts() { od -A n -t u4 --endian=big -j 12 -N 4 "$wal" | tr -d ' '; }
mb() { echo $(( $(stat -c %s "$wal") / 1048576 )); }

# The readers first, so that each append lands beside a `log` being read.
./loadgen post "$port" "/v1/campaigns/$C/commands" "$OB" 4 14 \
    '{"line":"log"}' > logs.out &
readers=$!
sleep 2
./loadgen post "$port" "/v1/campaigns/$C/commands" "$U" 16 10 \
    '{"line":"note beside the readers","client_id":"{id}"}' > appends.out &
appends=$!
first=$(restarts) top=0 i=0
while [ $i -lt 24 ]; do
	sleep 0.5
	m=$(mb)
	[ "$m" -gt "$top" ] && top=$m
	i=$((i + 1))
done
wait "$appends"
last=$(restarts)
wait "$readers"
echo "restarts $first..$last, largest ${top} MB" > wal.out
cat appends.out logs.out >> wal.out
check "the readers read the log all along, every one answered" 1 \
    "$(grep -c '^requests=[1-9].* not_200=0$' logs.out)"
check "appends came beside them, every one answered" 1 \
    "$(grep -c '^requests=[1-9].* not_200=0$' appends.out)"
check "the -wal file started over beside the readers (at least twice)" 1 \
    "$([ $((last - first)) -ge 2 ] && echo 1 || cat wal.out)"
check "...and stayed small (under 64 MB)" 1 \
    "$([ "$top" -lt 64 ] && echo 1 || cat wal.out)"
serve_stop
cat wal.out >&2
finish walbound
