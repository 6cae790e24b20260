# No line holds the terminal (issue 21, items 1-3): an empty input name
# or a number past its range is refused in one line before any
# arithmetic, in every game.  Each command runs under `timeout`: a
# regression fails here instead of hanging.

$ adjutant --session la.adj -c 'new longstreet round-tops' > /dev/null; adjutant --session bd.adj -c 'new bloodiest historical' > /dev/null; adjutant --session tss.adj -c 'new terrible first-day' > /dev/null

An empty name before `=` (it once spun the look-up for ever), in a plain
look-up and in the calculators that read one:

$ timeout 5 adjutant --session la.adj -c 'lookup panic =5'
"=5": expected NAME=VALUE, a name before the =
[1]

$ timeout 5 adjutant --session la.adj -c 'fire 10 long =5' -c 'close 3 =-1' -c 'lookup break-test =4 roll=3'
"=5": expected NAME=VALUE, a name before the =
"=-1": expected NAME=VALUE, a name before the =
"=4": expected NAME=VALUE, a name before the =
[1]

$ timeout 5 adjutant --session tss.adj -c 'lookup fire-crt =5' -c 'close 4 =3 vs 5'
"=5": expected NAME=VALUE, a name before the =
"=3": expected NAME=VALUE, a name before the =
[1]

Counts past their range are refused before they are added (the sum of
fresh=2147483647 and spent=66 once overflowed and the loops never ended):

$ timeout 5 adjutant --session bd.adj -c 'absorb 5 fresh=2147483647 spent=66' -c 'absorb 5 fresh=-1 spent=2' -c 'absorb 99999999999 fresh=1 spent=1' -c 'absorb 5 fresh= spent=1'
fresh=2147483647 spent=66: expected a number of units from 0 to 60 each
fresh=-1 spent=2: expected a number of units from 0 to 60 each
"99999999999" is not a number of points: expected a whole number from 1 to 999
fresh= spent=1: expected a number of units from 0 to 60 each
[1]

$ timeout 5 adjutant --session bd.adj -c 'absorb 5 fresh=2 spent=1'
5 points on 2 Fresh and 1 Spent units (BD 8.6.1):
  flip 2, retreat 1
  Cost 5. The Lead unit takes the first point.

A number past an integer's edge is not taken modulo it (4294967298 once
read as 2), nor added to another until it overflows:

$ timeout 5 adjutant --session la.adj -c 'panic 4294967298 a=1' -c 'log --turn 4294967298' -c 'replay goto turn 9223372036854775807' -c 'status --at 99999999999999999999' -c 'track vp +4294967298'
usage: panic N UNIT=CR... (N from P1-P3; e.g. panic 1 "115 PA"=2 "2 NH"=1)
--turn takes a turn number, not "4294967298"
no turn "9223372036854775807" in this session's log
--at takes an event number from 1 to 2 (`log` shows them), not "99999999999999999999"
"+4294967298" is not a track change: expected +N, -N or =N
[1]

$ timeout 5 adjutant --session tss.adj -c 'loss union infantry 4294967298' -c 'ammo union fire 4294967297' -c 'ammo union fire -1'
"4294967298": expected how many were lost, a whole number from 1 to 100000
"4294967297": expected how many, 1 to 1000
"-1": expected how many, 1 to 1000
[1]

Nothing refused was recorded:

$ sqlite3 la.adj "SELECT count(*) FROM event"; sqlite3 bd.adj "SELECT count(*) FROM event WHERE kind NOT IN ('new', 'phase')"
2
0

A strength is a plain decimal number: "nan" and "0x10" are not one (strtod
took both), and a refused unit leaves nothing allocated behind (the
sanitizer build runs this file too):

$ timeout 5 adjutant --session tss.adj -c 'close 4@nosuch leader vs 5' -c 'close 100 leader vs 5' -c 'fire nan' -c 'fire 0x10'
"nosuch" is not a strength modifier of Melee differential
100 is not a unit's strength: expected 0 to 99 SP, or C
usage: fire SP[@MOD,...]... [MOD]... [SHIFT]... [defensive] [NAME=N]... [roll=N] [?]  (e.g. fire 7@vs-infantry,x4 woods)
usage: fire SP[@MOD,...]... [MOD]... [SHIFT]... [defensive] [NAME=N]... [roll=N] [?]  (e.g. fire 7@vs-infantry,x4 woods)
[1]
