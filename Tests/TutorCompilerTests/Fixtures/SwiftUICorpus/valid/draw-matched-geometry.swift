import SwiftUI

struct Category: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct CategoryPicker: View {
    @Namespace private var selectionNamespace
    @State private var selected = 0
    @State private var isExpanded = false

    let categories = [
        Category(id: 0, name: "All"),
        Category(id: 1, name: "Books"),
        Category(id: 2, name: "Music"),
    ]

    var body: some View {
        VStack(spacing: 30) {
            HStack {
                ForEach(categories) { category in
                    Text(category.name)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background {
                            if selected == category.id {
                                Capsule()
                                    .fill(.blue.opacity(0.2))
                                    .matchedGeometryEffect(id: "pill", in: selectionNamespace)
                            }
                        }
                        .onTapGesture {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                                selected = category.id
                            }
                        }
                }
            }

            if isExpanded {
                RoundedRectangle(cornerRadius: 24)
                    .fill(.orange)
                    .matchedGeometryEffect(id: "card", in: selectionNamespace)
                    .frame(height: 300)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.orange)
                    .matchedGeometryEffect(id: "card", in: selectionNamespace, properties: .frame, anchor: .top)
                    .frame(width: 100, height: 60)
            }

            Button(isExpanded ? "Collapse" : "Expand") {
                withAnimation(.snappy) { isExpanded.toggle() }
            }
        }
        .padding()
    }
}
