# Life-and-death example 24 of the 1989 Japanese rules
# (../shared/rules/japanese-rules-1989.txt, "Examples of confirmation of life
# and death"), judged by final_status_list and final_score under the japanese
# preset. The text has no diagrams; the position is rebuilt from the text (see
# the comment below for what was rebuilt and how it plays out), on a board whose
# other groups are plainly alive. Komi 0. The confirmation phase is Article 7
# clause 2: after the game stops, a ko may be retaken only after a pass for that
# ko (score/solver.rs, `Confirmation`).

# ===== Example 24b: a two-stage ko (nidan ko) beside a double-ko seki =====
# The text: "If there is a double-ko seki on the board, White can fight the
# kos at B and C. From Article 7, the triangled white stone is dead and the
# squared white stone is alive, so B is a dame and C is an eye." The Nihon
# Ki-in's Japanese text titles the example "filling dame to confirm territory
# - two-stage ko". No diagram was found; the shape is built from the text.
# score-games/jp24b.sgf (13x13): the double-ko seki of example 25 on top
# (rows 10-13, Black's wall on row 9, as in jp11.sgf). Bottom left: White's
# group C2-H2 D1 F1 H1 with the eyes E1 and G1 (White's "two eyes") and C1
# ("C"); Black's group A3 B3 B2 C3 E3-J3 J2 J1, row 4 and K1-K8 (joined to the
# wall on row 9); the dame D3 ("A") between them. The corner holds the
# two-stage ko: the triangled stone A2 (in atari, liberty A1 = "B") and the
# squared stone B1 (liberties A1 and C1).
# Reading (Article 7 clause 2, Black first): Black A1 takes A2 in a ko (the A1
# stone has only A2 as liberty) and puts B1 in atari; White must not pass: it
# connects at C1 at once (if it passes, Black C1 takes B1 in the second ko,
# White must pass again and Black B1 connects: both stones lost). Black then
# connects at A2: A2 is dead, B1 alive. Black cannot start at C1 (suicide).
# So A1 is a dame (surrounded by White stones one of which is dead), C1 an
# eye; A2 stays on the board (it is not in territory, like the ko stones of
# example 25), and White's stones, which possess the dame A1, are in seki:
# no White territory. Played out with the double-ko seki's unlimited threats
# (chinese), White retakes A2 at once and both ko stones live.
# Count (japanese, komi 0; D3 filled at confirmation as in example 24a):
# Black A5-J8 (36) + L1-N8 (24) + K10-N10, L11-N13 (13) = 73, White 0: B+73.
# What Tengen needs for this (score/solver.rs, judge.rs `mark_seki`): under
# the confirmation ko rule each chain of a colour that keeps stones in the
# region is also read on its own (Article 7 clause 1 speaks of stones), so
# the dead A2 is told from the live B1; a point bordered by live stones and by
# dead stones that stay on the board is a dame (Article 8, example 25), and A1
# cannot be filled safely by either side, so the chains beside it are in seki;
# and the seki spreads to every chain sharing an eye with them (they
# "possess" the dame too). Before these, Tengen read A2 and B1 as alive
# together and counted A1 C1 E1 G1 as White's (B+69).
loadsgf score-games/jp24b.sgf
kata-set-rules japanese
komi 0
2410 final_status_list dead
#? [A2]
2411 final_status_list seki
#? [B1\nB11 B12 C10 C11 C12 C13 D10 D11 D12 E10 E11 F10 G10 G11 H11 H12 J12 J13\nC2 D1 D2 E2 F1 F2 G2 H1 H2\nD13\nE12 F12 F13 G12\nG13]
2412 final_score
#? [B\+73]
2413 tengen-score_breakdown
#? [.*territory: black 73 white 0\n(.*\n)*dead stones left on the board: black 0 white 1\n(.*\n)*result: B\+73.*]
# Played out (chinese), White wins both kos with the double ko's threats.
kata-set-rules chinese
2414 final_status_list dead
#? []
