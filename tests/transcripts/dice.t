# Dice: typed (real) results are checked against the dice, program dice
# are reproducible with --seed, and bad dice specs are refused.

Typed results that the dice can show are accepted and marked as real:

$ adjutant -c 'roll d6 roll=4'
d6: 4 (real dice)

$ adjutant -c 'roll d6 roll=1' -c 'roll d6 roll=6'
d6: 1 (real dice)
d6: 6 (real dice)

$ adjutant -c 'roll 2d6 roll=2' -c 'roll 2d6 roll=12' -c 'roll 2d6 roll=3,4'
2d6: 2 (real dice)
2d6: 12 (real dice)
2d6: 7 (3+4) (real dice)

$ adjutant -c 'roll d66 roll=62' -c 'roll d66 roll=11' -c 'roll d66 roll=66'
d66: 62 (coloured 6, white 2) (real dice)
d66: 11 (coloured 1, white 1) (real dice)
d66: 66 (coloured 6, white 6) (real dice)

$ adjutant -c 'roll 3d10 roll=3' -c 'roll 3d10 roll=30'
3d10: 3 (real dice)
3d10: 30 (real dice)

Impossible results are refused with one line and exit status 1:

$ adjutant -c 'roll d6 roll=7'
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

$ adjutant -c 'roll d6 roll=0'
0 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

$ adjutant -c 'roll d66 roll=67'
67 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded
[1]

$ adjutant -c 'roll d66 roll=70'
70 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded
[1]

$ adjutant -c 'roll d66 roll=17'
17 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded
[1]

$ adjutant -c 'roll 2d6 roll=13'
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant -c 'roll 2d6 roll=1'
1 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant -c 'roll 2d6 roll=6,7'
6,7 is not a 2d6 roll: each die reads 1 to 6. Nothing recorded
[1]

$ adjutant -c 'roll 3d10 roll=31'
31 is not a 3d10 roll: the total reads 3 to 30. Nothing recorded
[1]

$ adjutant -c 'roll d6 roll=abc'
abc is not a d6 roll: a d6 reads 1 to 6. Nothing recorded
[1]

$ adjutant -c 'roll d6 roll=4x'
4x is not a d6 roll: a d6 reads 1 to 6. Nothing recorded
[1]

The error goes to standard error only:

$ adjutant -c 'roll d6 roll=7' 2>/dev/null
[1]

One refused roll among good ones still gives status 1, and the others run:

$ adjutant -c 'roll d6 roll=3' -c 'roll d6 roll=9' -c 'roll d6 roll=2'
d6: 3 (real dice)
9 is not a d6 roll: it reads 1 to 6. Nothing recorded
d6: 2 (real dice)
[1]

Program dice stay in range:

$ for i in $(seq 50); do adjutant -c 'roll d66'; done | sed 's/^d66: \([0-9]*\) .*/\1/' | grep -v '^[1-6][1-6]$'
[1]

$ for i in $(seq 50); do adjutant -c 'roll 2d6'; done | awk '{ if ($2 < 2 || $2 > 12) bad++ } END { print NR, bad + 0 }'
50 0

--seed makes program dice reproducible:

$ adjutant --seed 42 -c 'roll 2d6' -c 'roll d66' > a; adjutant --seed 42 -c 'roll 2d6' -c 'roll d66' > b; cmp a b && echo same
same

$ cat a
2d6: 4 (1+3)
d66: 12 (coloured 1, white 2)

$ adjutant --seed 43 -c 'roll 2d6' -c 'roll d66' > c; cmp -s a c || echo different
different

JSON: the total and each die, coloured first:

$ adjutant --json -c 'roll d66 roll=62'
{"ok":true,"command":"roll","spec":"d66","total":62,"dice":[6,2],"typed":true}

$ adjutant --json -c 'roll 2d6 roll=3,4'
{"ok":true,"command":"roll","spec":"2d6","total":7,"dice":[3,4],"typed":true}

$ adjutant --json -c 'roll d66 roll=67' 2>/dev/null
{"ok":false,"error":"67 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded","command":"roll"}
[1]

Bad dice specs:

$ adjutant -c 'roll 0d6'
dice out of range: 1 to 20 dice of 2 to 1000 sides (e.g. 2d6)
[1]

$ adjutant -c 'roll d1'
dice out of range: 1 to 20 dice of 2 to 1000 sides (e.g. 2d6)
[1]

$ adjutant -c 'roll 21d6'
dice out of range: 1 to 20 dice of 2 to 1000 sides (e.g. 2d6)
[1]

$ adjutant -c 'roll 99999999999d6'
dice out of range: 1 to 20 dice of 2 to 1000 sides (e.g. 2d6)
[1]

$ adjutant -c 'roll d3x'
"3x" is not a dice kind: expected NdS (2d6, d6, 3d10) or d66
[1]

$ adjutant -c 'roll'
usage: roll DICE [roll=RESULT] (DICE: d6, 2d6, d66, NdS)
[1]

An empty typed result is refused too:

$ adjutant -c 'roll d6 roll=' 2>/dev/null
[1]
