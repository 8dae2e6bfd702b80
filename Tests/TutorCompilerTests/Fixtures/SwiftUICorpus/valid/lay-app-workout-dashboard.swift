// expect-warning: 'coordinateSpace(name:)' will be deprecated in a future version of iOS: use coordinateSpace(_:) instead
import SwiftUI

// A fitness dashboard screen: an @Observable store drives a typed NavigationStack
// path, AnyLayout switches with the size class, a Grid lists workouts, a
// preference key reports the scroll offset, and a view-aligned carousel
// scales its cards with scrollTransition.

enum Route: Hashable {
    case workout(Workout.ID)
    case stats
}

struct Workout: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var minutes: Int
    var calories: Int
}

@Observable
final class WorkoutStore {
    var workouts: [Workout] = [
        Workout(name: "Run", minutes: 30, calories: 300),
        Workout(name: "Swim", minutes: 45, calories: 400),
    ]
    var path: [Route] = []

    func workout(with id: Workout.ID) -> Workout? { workouts.first { $0.id == id } }
}

struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct Dashboard: View {
    @State private var store = WorkoutStore()
    @State private var offset: CGFloat = 0
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationStack(path: $store.path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    GeometryReader { proxy in
                        Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("dash")).minY)
                    }
                    .frame(height: 0)

                    let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
                    layout {
                        StatTile(title: "Minutes", value: store.workouts.map(\.minutes).reduce(0, +))
                        StatTile(title: "Calories", value: store.workouts.map(\.calories).reduce(0, +))
                    }

                    Grid(horizontalSpacing: 12, verticalSpacing: 6) {
                        ForEach(store.workouts) { workout in
                            GridRow {
                                Text(workout.name)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                Text("\(workout.minutes) min")
                                Button {
                                    store.path.append(.workout(workout.id))
                                } label: {
                                    Image(systemName: "chevron.right")
                                }
                            }
                        }
                    }
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))

                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(Array(store.workouts.enumerated()), id: \.offset) { index, workout in
                                Text(workout.name)
                                    .frame(width: 140, height: 90)
                                    .background(.tint.opacity(0.2), in: .rect(cornerRadius: 12))
                                    .scrollTransition { content, phase in
                                        content.scaleEffect(phase.isIdentity ? 1 : 0.9)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                }
                .padding()
            }
            .coordinateSpace(name: "dash")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
            }
            .navigationTitle(offset < -40 ? "Today" : "")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .workout(let id):
                    if let workout = store.workout(with: id) {
                        Text(workout.name).font(.largeTitle)
                    }
                case .stats:
                    Text("Stats")
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Stats") { store.path.append(.stats) }
                }
            }
        }
    }
}

struct StatTile: View {
    var title: String
    var value: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text("\(value)").font(.title.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
