#!/bin/sh
# Durable before answered, with the campaign's lock let go before the
# disk is waited for (wal_sync.c): the server commits a batch, lets the
# next one run, syncs the -wal file itself, and only then answers.  Seen
# in the system calls, under strace: for one client's commands one after
# another, every answer written to its socket comes after a sync of the
# -wal file that came after the last write to it.  Readers answer only
# from what is on the disk: the observer's reads and the events seen
# beside the writes are all answered, and say no more than the writes'
# answers said.
# Usage: durable.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
one_campaign longstreet-attacks round-tops
serve_stop
if ! command -v strace > /dev/null 2>&1 ||
    ! strace -f -o /dev/null true 2> /dev/null; then
	echo "durable: strace is missing or cannot trace here: the syncs are" \
	    "not checked"
	finish durable
	exit
fi
# The server under strace, the calls on the campaign's files and sockets
# with their paths (-y).  LeakSanitizer cannot work under ptrace: the
# traced server's leaks are looked for by every other test.
rm -f serve.log
ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0" strace -f -y -o trace.txt -e trace=pwrite64,write,writev,sendmsg,sendto,fdatasync,fsync \
    "$bin" serve --data d --listen "127.0.0.1:$port" --rate 0 > serve.log 2>&1 &
pid=$!
i=0
while ! grep -q listening serve.log 2>/dev/null && [ $i -lt 200 ]; do
	sleep 0.1; i=$((i + 1)); done
n=0
while [ $n -lt 12 ]; do
	check "note $n" ok "$(post_line "$U" "$H" "note durable $n")"
	n=$((n + 1))
done
# The server by its own pid (strace's child): strace ends with it.
kill -TERM "$(pgrep -P "$pid" | head -n 1)" 2>/dev/null
wait "$pid" 2>/dev/null; pid=
# In the order strace saw them: the -wal file's writes (w), its syncs
# (s), and the writes to a socket (an answer); an answer after a
# write with no sync between is one told before it was durable.
awk '
/\.adj-wal>/ && /pwrite64\(|write\(/ { dirty = 1; next }
/\.adj-wal>/ && /fdatasync\(|fsync\(/ { dirty = 0; syncs++; next }
/<socket:/ && /sendmsg\(|sendto\(|writev\(|write\(/ { answers++; if (dirty) early++ }
END { printf "%d %d %d\n", (answers >= 12), (syncs >= 12), early + 0 }' trace.txt > order
check "answers were sent, the -wal file synced for each note, none before" \
    "1 1 0" "$(cat order)"
check "the notes are in the file" 12 \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'note' AND text LIKE '%durable %'")"
finish durable
