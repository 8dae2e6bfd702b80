import SwiftUI

// A scoreboard laid out with Grid: a header row, a divider that spans the
// grid without widening it, right-aligned score columns and a footer cell
// spanning every column.
struct Team: Identifiable {
    let id = UUID()
    var name: String
    var wins: Int
    var losses: Int
}

struct Scoreboard: View {
    @State private var teams = [
        Team(name: "Otters", wins: 7, losses: 2),
        Team(name: "Herons", wins: 5, losses: 4),
        Team(name: "Foxes", wins: 1, losses: 8),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Team").bold()
                Text("W").bold().gridColumnAlignment(.trailing)
                Text("L").bold().gridColumnAlignment(.trailing)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            ForEach(teams) { team in
                GridRow(alignment: .firstTextBaseline) {
                    Text(team.name)
                    Text("\(team.wins)").monospacedDigit()
                    Text("\(team.losses)").monospacedDigit()
                }
            }
            GridRow {
                Button("Add a win to the leader") { teams[0].wins += 1 }
                    .gridCellColumns(3)
                    .gridCellAnchor(.center)
            }
        }
        .padding()
    }
}
