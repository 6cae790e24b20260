# Frozen divisions attacked (21.3g, 21.4g at once; 21.5h at the next turn).

$ adjutant --session q.adj --seed 2 -c 'new longstreet emmits' -c 'next build' > /dev/null; adjutant --session q.adj -c 'enter anderson'
Anderson attacked: its chit goes into the cup at once.

$ adjutant --session q.adj -c cup | head -1
Cup: 16 chits - 8 Event, 4 Division (McLaws, Birney, Humphreys, Anderson), 2 CIC (Longstreet, Sickles), 2 Wild (Fortunes of War, Fog of War).

$ adjutant --session q.adj -c 'enter anderson'
no chit "anderson" waiting on the turn track: expected one of Gibbon (Union, `gibbon`), Hays (Union, `hays`)
[1]

Only frozen divisions come in early:

$ adjutant --session r.adj --seed 2 -c 'new longstreet hammer' -c 'next build' > /dev/null; adjutant --session r.adj -c 'enter wheaton'
Wheaton is not a frozen division here: it comes in on its turn only
[1]

21.5h: Gibbon attacked comes in at the start of the next turn.

$ adjutant --session s.adj --seed 2 -c 'new longstreet sickles-f' -c 'next build' > /dev/null; adjutant --session s.adj -c 'enter gibbon' -c 'enter gibbon'
Gibbon attacked: its chit goes in at the start of the next turn.
Gibbon already comes in at the next build
[1]

$ adjutant --session s.adj --seed 2 -c 'next end yes' -c 'next build' | grep -o 'Cup built.*Gibbon[^,)]*'
Cup built: .*Gibbon (re)

21.2h: the first turn's Artillery Phase rolls the preliminary bombardment
once for each of the three gun-line hexes.

$ adjutant --session b.adj --seed 2 -c 'new longstreet whirl' > /dev/null; adjutant --session b.adj --seed 2 -c 'next union-art yes' | tail -4
  Union guns idle; CSA rolls Bombardment once each for 1914, 2014, 2114; then the phase ends (LA 21.2h)
  hex 1914: roll [1-6] -> (No Effect|1 MH|2 MH|Flip BW) (re)
  hex 2014: roll [1-6] -> (No Effect|1 MH|2 MH|Flip BW) (re)
  hex 2114: roll [1-6] -> (No Effect|1 MH|2 MH|Flip BW) (re)

$ adjutant --session b.adj -c 'log lookup' | grep -c 'Hex 1914\|Hex 2014\|Hex 2114'
3

Not on later turns:

$ adjutant --session b.adj --seed 2 -c 'next end yes' -c 'next union-art yes' | grep -c 'hex 1914'
0
[1]

21.4e: Gibbon and Hays come the turn after Anderson; Anderson attacked on
the first turn brings them in at 4:20 instead of 6:40.

$ adjutant --session a.adj --seed 2 -c 'new longstreet hammer' -c 'next build' -c 'enter anderson' > /dev/null; adjutant --session a.adj --seed 2 -c 'next end yes' -c 'next build' | grep 'turn after'
  Gibbon comes the turn after Anderson: in play from 4:20.
  Hays comes the turn after Anderson: in play from 4:20.
