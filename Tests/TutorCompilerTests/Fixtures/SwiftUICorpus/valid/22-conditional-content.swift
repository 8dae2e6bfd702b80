import SwiftUI

// Conditional content in a view builder: if, if-else, if-let, switch,
// plus Group and AnyView.
enum LoadState {
    case idle, loading, loaded([String]), failed(String)
}

struct StatusView: View {
    let state: LoadState
    let showFooter: Bool
    let highlight: String?

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Idle")
            case .loading:
                ProgressView("Loading")
            case .loaded(let names):
                ForEach(names, id: \.self) { Text($0) }
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
            }

            if showFooter {
                Divider()
                Text("Footer")
            }

            if let highlight {
                Text(highlight).bold()
            } else {
                EmptyView()
            }

            Group {
                Text("One")
                Text("Two")
            }
            .font(.caption)

            badge
        }
    }

    @ViewBuilder
    var badge: some View {
        if showFooter {
            Circle().fill(.red).frame(width: 8, height: 8)
        }
    }

    var erased: AnyView {
        AnyView(Text("Erased"))
    }
}
