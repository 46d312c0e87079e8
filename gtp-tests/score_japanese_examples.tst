# score_japanese_examples.tst: life-and-death examples of the 1989 Japanese
# rules (../shared/rules/japanese-rules-1989.txt), judged by final_status_list
# and final_score under the japanese preset.
#
# What: the text describes each example and its confirmation-phase sequence
# but has no diagrams. The positions here are rebuilt from the text: each one
# has the stones, the captures and the sequence the text gives (where a count
# differs from the text the comment says so), set in a 9x9 or 13x13 board whose
# other groups are plainly alive. The confirmation phase is Article 7 clause 2:
# after the game stops, a ko may be retaken only after a pass for that ko.
# Stones are alive if they cannot be captured, or if capturing them enables a
# new stone that cannot be captured (clause 1): Tengen reads this as "the
# opponent, moving first, cannot remove them, or after their capture the player
# can live on the points the capture freed" (score/solver.rs).
# Rebuilt here: examples 1, 7-1, 7-2 (with a double-ko seki standing in for
# the thousand-year ko), 9, 11 and 25 (also commentary diagrams 9 and 14).
# Not rebuilt: examples 2-6, 8, 10, 12-24. Their text gives the verdict but
# not enough of the shape to rebuild a position that plays out as described
# (e.g. the thousand-year ko of 7-2 and 12, the approach-move ko of 10: the
# shapes tried for 10 died to a throw-in, which the original evidently does
# not allow). They are listed at the end with what a rebuilt position must show.
# Komi 0 throughout.
# Why: these examples are the definition of life and death under Japanese
# rules; a scorer that gets them wrong gets Japanese scoring wrong.

# ===== Example 1: three points without capturing =====
# score-games/jp01.sgf (the shape of KataGo's "torazu sanmoku" test): Black's
# four stones B9 C9 B8 C8 and White's stone A8 share the one liberty A9.
# White capturing the four stones (A9) lets Black play a stone that cannot be
# captured; Black capturing A8 lets White retake five and play two stones that
# cannot be captured. Both alive: a seki (Article 8), A9 is dame, no points.
# Black 36 (rows 1-4) - White 15 (E7-J9) = B+21. (The 1949 rules gave White
# the three points: B+18 would be that ruling.)
loadsgf score-games/jp01.sgf
kata-set-rules japanese
komi 0
100 final_status_list dead
#? []
101 final_status_list seki
#? [A8\nB8 B9 C8 C9]
102 final_score
#? [B\+21]

# ===== Example 7-1: bent four in the corner =====
# score-games/jp07a.sgf: White A6 B6 B7 B8 C8 D8 D9 (seven stones, no outside
# liberty) around Black A9 B9 A8; A7 and C9 empty. The text's sequence: Black 1
# (C9) fills, White 2 (A7) captures four stones, leaving the bent four; Black 3
# at the 2-1 point (B9), White 4 (A9) ataris, Black 5 (A8) takes the ko, White
# 6 must pass for it, Black 7 (C9) captures eight stones. "The three black
# stones are alive and the seven white stones are dead."
# Black 16 (F6-J9) + D6 + 9 points of the corner + 7 prisoners = 33, White 27
# (rows 1-3): B+6.
loadsgf score-games/jp07a.sgf
kata-set-rules japanese
komi 0
700 final_status_list dead
#? [A6 B6 B7 B8 C8 D8 D9]
701 final_status_list seki
#? []
702 final_score
#? [B\+6]
703 tengen-score_breakdown
#? [.*note: read out \(Confirmation ko\): white stones A6 B6 B7 B8 C8 D8 D9 are dead\nnote: read out \(Confirmation ko\): black stones A8 A9 B9 are alive]

# ===== Example 7-2: bent four with an uneliminable ko threat elsewhere =====
# The text puts a thousand-year ko beside the bent four and shows that the bent
# four still dies: White's ko threat there is answered, and each pass at
# confirmation lifts the ban on one ko only. The thousand-year ko's shape is
# not given; score-games/bent4-dks.sgf uses a double-ko seki instead, the other
# uneliminable source of ko threats (commentary on Article 7, diagram 11, uses
# it in the same role). The bent four (lower left) is dead; the double-ko seki
# stays a seki, its lone ko stones D13 and G13 dead but not removable
# (example 25). Under the Chinese preset the same corner lives
# (score_bent_four.tst).
loadsgf score-games/bent4-dks.sgf
kata-set-rules japanese
komi 0
710 final_status_list dead
#? [A4 B2 B3 B4 C2 D1 D2\nD13\nG13]
711 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nE12 F12 F13 G12]

# ===== Example 9 (and commentary diagram 9): resolving a direct ko =====
# score-games/jp09.sgf: Black's six stones B9 B8 C8 A7 B7 C7 and the black ko
# stone D9 (seven stones) around White's stone A9; A8 ("A") and C9 ("B") are
# empty. White's stone is dead: Black captures it at A. Black's seven stones
# are dead: White takes the ko at B, Black must pass, White A captures six.
# "Black and White are both dead but none of the stones can be removed.
# According to Article 8 there is no territory": the corner holds dead stones
# of both colours, so it is nobody's territory (count.rs) and the stones stay.
# White: 81 - 10 corner points - 8 stones = 63 points of territory: W+63.
loadsgf score-games/jp09.sgf
kata-set-rules japanese
komi 0
900 final_status_list dead
#? [A7 B7 B8 B9 C7 C8\nA9\nD9]
901 final_status_list seki
#? []
902 tengen-score_breakdown
#? [.*territory: black 0 white 63\n.*dead stones left on the board: black 7 white 1\n.*result: W\+63.*]

# ===== Example 11: false eye with double ko =====
# score-games/jp11.sgf (13x13). Left (lower left): White A3 B3 C3 B2 C2 B1
# with the two-point eye A1 A2, and White's lone stone D1; the point C1 is a
# false eye: Black C1 takes D1 in a ko (seven white stones). Right (top): a
# double-ko seki. The text: Black 1 takes the ko on the left, White 2 and
# Black 3 take the kos on the right, White 4 must pass for the left ko, Black 5
# captures the seven white stones; White 6 and Black 7 pass for the right kos.
# So the left group is dead despite the double ko, and the right stays a seki.
loadsgf score-games/jp11.sgf
kata-set-rules japanese
komi 0
1100 final_status_list dead
#? [A3 B1 B2 B3 C2 C3\nD1\nD13\nG13]
1101 final_status_list seki
#? [B11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nE12 F12 F13 G12]
# Played out (chinese), White wins the left ko with the double ko's threats.
kata-set-rules chinese
1102 final_status_list dead
#? []

# ===== Example 25 (and commentary diagram 14): double-ko seki =====
# score-games/dks.sgf: Black E8 F8 F9 G8 plus the ko stone D9 (five stones)
# and the White group around them plus the ko stone G9 share the kos at E9
# ("A") and H9 ("B") and the dame F7. "The single black and white stones in
# the kos are dead" (new stones played after capturing them can be captured)
# but "cannot be removed", and A and B, surrounded by live and dead stones,
# are dame. The groups are alive in seki: no territory in the seki.
# Black 36 (rows 1-4); White 0: B+36.
loadsgf score-games/dks.sgf
kata-set-rules japanese
komi 0
2500 final_status_list dead
#? [D9\nG9]
2501 final_status_list seki
#? [B7 B8 C6 C7 C8 C9 D6 D7 D8 E6 E7 F6 G6 G7 H7 H8 J8 J9\nE8 F8 F9 G8]
2502 tengen-score_breakdown
#? [.*territory: black 36 white 0\n.*dead stones left on the board: black 1 white 1\n.*dame: 3\n.*result: B\+36.*]

# ===== Not rebuilt (see the header) =====
# 2  seki: White may take two black stones, but Black then plays two stones
#    White cannot capture; a dame remains; Black need not play A.
# 3  hane seki: either side can capture at A and loses the corner by it.
# 4, 5  seki with two white groups / enclosed stones (with the point counts
#    the text gives for capturing before the end).
# 6  one move before long life: Black's ten stones dead, White's four alive.
# 8  triple ko with an eye on one side: Black's nine stones dead.
# 10 approach-move ko: White's stone dead, Black's eight stones alive without
#    Black adding a move.
# 12 thousand-year ko: seki.
# 13 seki in which Black cannot kill White even by taking two kos in turn.
# 14, 15, 21, 22, 23 ko shapes where one side is alive and the other dead
#    (with the counts 8/7, 4/11, 19/14, 7/10 and 9/1).
# 16, 17, 18 bent-four-like corners whose death makes a neighbouring seki
#    collapse.
# 19 White alive, Black dead; 20 seki.
# 24 dame, double-ko seki and territory: B is dame and C an eye.
