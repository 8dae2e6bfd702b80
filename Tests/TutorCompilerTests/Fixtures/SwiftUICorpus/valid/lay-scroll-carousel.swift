import SwiftUI

// A paging carousel: each card fills the scroll view's width with
// containerRelativeFrame, the scroll view pages between cards, and the
// current card's id is bound with scrollPosition(id:).
struct Onboarding: Identifiable, Hashable {
    let id: Int
    var title: String
    var symbol: String
}

struct OnboardingCarousel: View {
    private let pages = [
        Onboarding(id: 0, title: "Track habits", symbol: "checklist"),
        Onboarding(id: 1, title: "See streaks", symbol: "flame"),
        Onboarding(id: 2, title: "Share wins", symbol: "person.2"),
    ]
    @State private var currentPage: Int?

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        VStack(spacing: 16) {
                            Image(systemName: page.symbol).font(.system(size: 64))
                            Text(page.title).font(.title)
                        }
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .offset(y: phase.value * 40)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $currentPage)
            .scrollIndicators(.never)
            .scrollBounceBehavior(.basedOnSize)

            HStack {
                ForEach(pages) { page in
                    Circle()
                        .fill(page.id == (currentPage ?? 0) ? Color.primary : Color.secondary)
                        .frame(width: 8, height: 8)
                }
            }
            Button("Next") {
                withAnimation { currentPage = min((currentPage ?? 0) + 1, pages.count - 1) }
            }
        }
    }
}

struct PeekingCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(0..<10) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.orange.gradient)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                        .frame(height: 120)
                        .overlay { Text("\(index)") }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        .scrollClipDisabled()
    }
}
