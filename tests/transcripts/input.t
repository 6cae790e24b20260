# The input rule (issue 12): every line (-c, a script's, standard
# input's, one typed) is UTF-8 text with no control character but tab,
# and at most 64 KiB.  A line that is not is refused whole, with one line
# naming the byte and its column, and nothing of it is recorded.

$ adjutant --session s.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session s.adj -c "$(printf 'note caf\351')"; echo "rc $?"; sqlite3 s.adj "SELECT count(*) FROM event WHERE kind = 'note'"
column 9: byte 0xE9 is not UTF-8 (expected UTF-8 text: is the terminal or file in Latin-1 or another encoding?)
rc 1
0

Escape sequences (a window title, a screen clear), C1 controls, DEL:

$ adjutant --session s.adj -c "$(printf 'note \033]0;pwned\007')" -c "$(printf 'note \302\233x')" -c "$(printf 'note a\177')" -c "$(printf 'note "caf\303\251\tok"')"; sqlite3 s.adj "SELECT json_extract(data, '$.note') FROM event WHERE kind = 'note'" | od -c | sed -n 1p
column 6: control character 0x1B (expected printable text)
column 6: control character U+009B (expected printable text)
column 7: control character 0x7F (expected printable text)
Noted: “café^Iok”
0000000   c   a   f 303 251  \t   o   k  \n

Characters that print nothing but reorder or hide the text around them
(issue 21): a right-to-left override, the other bidirectional controls,
a zero-width space or joiner, a byte-order mark; each refused as the
controls are, naming it:

$ adjutant --session s.adj -c "$(printf 'note hold \342\200\256enil eht')" -c "$(printf 'note a\342\200\217b')" -c "$(printf 'note \342\201\246x\342\201\251')" -c "$(printf 'note Hood\342\200\213s')" -c "$(printf 'note a\342\200\215b')" -c "$(printf 'note \357\273\277x')" -c "$(printf 'note x\342\200\250y')"; echo "rc $?"; sqlite3 s.adj "SELECT count(*) FROM event WHERE kind = 'note'"
column 11: control character U+202E (expected printable text)
column 7: control character U+200F (expected printable text)
column 6: control character U+2066 (expected printable text)
column 10: control character U+200B (expected printable text)
column 7: control character U+200D (expected printable text)
column 6: control character U+FEFF (expected printable text)
column 7: control character U+2028 (expected printable text)
rc 1
1

An emoji's colour (a variation selector) and letters of any script pass:

$ adjutant --session s.adj -c "$(printf 'note \342\235\244\357\270\217 \327\251\327\234\327\225\327\235')"
Noted: “❤️ שלום”

A script: each bad line refused, the others run; a CR before the newline
(a file saved on Windows) is taken off; a NUL byte is refused rather than
cutting the line short.

$ printf 'roll d6 roll=3\r\nnote caf\351\nnote a\000b\nroll d6 roll=4\n' > moves.txt; adjutant moves.txt
d6: 3 (real dice)
column 9: byte 0xE9 is not UTF-8 (expected UTF-8 text: is the terminal or file in Latin-1 or another encoding?)
moves.txt line 3, column 7: control character 0x00 (expected printable text)
d6: 4 (real dice)
[1]

$ printf 'note \033[2J\nroll d6 roll=2\n' | adjutant --json --session s.adj -
{"ok":false,"error":"column 6: control character 0x1B (expected printable text)"}
error: column 6: control character 0x1B (expected printable text)
{"ok":true,"command":"roll","spec":"d6","total":2,"dice":[2],"typed":true}
[1]

A line of 300 MB is refused without being held: the program stays small,
and the next line runs.

$ (head -c 300000000 /dev/zero | tr '\0' a; printf '\nroll d6 roll=5\n') | ADJUTANT_STATS=1 adjutant - 2>&1 | grep -v '^budget_max=\|^rules_rest=' | sed 's/peak_rss_kb=\([0-9]*\)/\1/' | awk '/^[0-9]+$/ { print ($1 < 100000 ? "small" : "held " $1 " KB"); next } { print }'
standard input line 1 is 300000000 bytes long: at most 65536 (64 KiB); not run
d6: 5 (real dice)
small

$ adjutant -c "note $(head -c 70000 /dev/zero | tr '\0' a)"
the line is 70005 bytes long: at most 65536 (64 KiB)
[1]
