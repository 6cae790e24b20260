# Frozen divisions attacked (21.3g, 21.4g at once; 21.5h at the next turn).

$ adjutant --session q.adj --seed 2 -c 'new longstreet emmits' -c 'next build' > /dev/null; adjutant --session q.adj -c 'enter anderson'
Anderson attacked: its chit goes into the cup at once.

$ adjutant --session q.adj -c cup | head -1
Cup: 16 chits - 8 Event, 4 Division (McLaws, Birney, Humphreys, Anderson), 2 CIC (Longstreet, Sickles), 2 Wild (Fortunes of War, Fog of War).

$ adjutant --session q.adj -c 'enter anderson'
no chit "anderson" waiting on the turn track: expected one of Gibbon, Hays
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

$ adjutant --session s.adj --seed 2 -c 'next build' | grep -o 'Cup built.*Gibbon[^,)]*'
Cup built: .*Gibbon (re)
