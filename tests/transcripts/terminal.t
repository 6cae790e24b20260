# What reaches a terminal (issue 12): text from elsewhere (a file's name,
# a player's words, a server's) is shown with its control characters
# spelt out, never obeyed, and an error stays on one line.

A file whose name holds an escape, given with --session or remembered as
the last session used:

$ printf 'junk' > "$(printf 'x\033[2Jy.adj')"; adjutant --session x*y.adj -c status 2>&1 | od -c | grep -c 033; adjutant --session x*y.adj -c status
0
adjutant: --session a session path may not hold a control character (byte 27 at column 2)
[2]

$ mkdir -p xdg/adjutant; printf '%s\n' "$PWD/$(printf 'x\033[2Jy.adj')" > xdg/adjutant/current; adjutant -c 'roll d6 roll=2' 2>&1 | sed "s|$PWD/||"
adjutant: last session not reopened: a session path may not hold a control character \(byte 27 at column [0-9]+\) (re)
d6: 2 (real dice)
