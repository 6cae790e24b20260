# Terrible Swift Sword: the game is listed with its six scenarios; the
# Third Day rations artillery rounds (28.44), the First Day does not
# (12.3); the turn track runs hourly at night with thoroughfare-only
# turns (20.1).

$ adjutant games | grep -E '^terrible|    (third-day|grand-battle) '
terrible-swift-sword  Terrible Swift Sword
    third-day                The Third Day: Pickett's Charge (28.41): 21 turns, 1300 Jul 3 to 1940 Jul 3
    grand-battle             The Grand Battle Game: The Three Days of Gettysburg (28.5): 149 turns, 0740 Jul 1 to 1940 Jul 3

$ adjutant --session t.adj -c 'new terrible-swift-sword third-day' | head -2
Terrible Swift Sword - The Third Day: Pickett's Charge (TSS 28.41): 21 turns, 1300 Jul 3 to 1940 Jul 3.
Session saved as t.adj

$ adjutant --session t.adj -c status | grep -E '^Turn|AAAT'
Turn 1 of 21 (1300 Jul 3; game turn 129)   Phase: First Player-Turn: A. Initial Command Phase
AAAT (Confederate): 180  (rounds left; at 0 the guns fire no more)
AAAT (Union): 445  (rounds left; at 0 the guns fire no more)

$ adjutant --session t.adj --json -c status | grep -oE '"aaat\.[a-z]+": ?[0-9]+' | tr -d ' '
"aaat.confederate":180
"aaat.union":445

A battery firing costs one round (12.31):

$ adjutant --session t.adj -c 'track aaat.union -1' -c status | grep 'AAAT (Union)'
...
AAAT (Union): 444  (rounds left; at 0 the guns fire no more)

$ adjutant --session t.adj -c 'lookup leader-casualty "Artillery fire" roll=11' | tail -2
Result: Wounded
  Wounded: The leader is wounded: to the Leader Casualty Box (TSS 17.4)

$ adjutant --session t.adj -c 'lookup leader-casualty "Artillery fire" roll=2' | tail -2
Result: Killed
  Killed: The leader is killed: to the Leader Casualty Box (TSS 17.4)

$ adjutant --session f.adj -c 'new terrible-swift-sword first-day' > /dev/null 2>&1; adjutant --session f.adj --json -c status | grep -c aaat
0
[1]

$ adjutant --session g.adj -c 'new terrible-swift-sword grand-battle' > /dev/null 2>&1; adjutant --session g.adj -c turns | sed -n '/^  37 /,/^  46 /p'
  37  1940 Jul 1  * (4.1)
  38  2000 Jul 1  * (20.1)  night
        Night turn, one hour (20.1).
  39  2100 Jul 1  * (20.1)  night  thoroughfare-only
        Thoroughfare-only night turn (20.1, 20.2).
  40  2200 Jul 1  * (20.1)  night
        Night turn, one hour (20.1).
  41  2300 Jul 1  * (20.1)  night  thoroughfare-only
        Thoroughfare-only night turn (20.1, 20.2).
  42  2400 Jul 2  * (20.1)  night
        Night turn, one hour (20.1). Printed 2400; midnight, so dated the next day.
  43  0100 Jul 2  * (20.1)  night  thoroughfare-only
        Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day's date.
  44  0200 Jul 2  * (20.1)  night
        Night turn, one hour (20.1). After midnight: the next day's date.
  45  0300 Jul 2  * (20.1)  night  thoroughfare-only
        Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day's date.
  46  0400 Jul 2  * (4.1)
