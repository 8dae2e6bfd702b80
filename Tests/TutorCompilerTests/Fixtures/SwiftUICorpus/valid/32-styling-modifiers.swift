// expect-warning: 'foregroundColor' will be deprecated in a future version of iOS: renamed to 'foregroundStyle(_:)'
import SwiftUI

// Everyday modifiers: fonts, padding, frames, styles, backgrounds, shapes.
struct TaskRowView: View {
    let title: String
    let isCompleted: Bool

    var body: some View {
        HStack {
            Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(isCompleted ? .green : .secondary)
            Text(title)
                .strikethrough(isCompleted)
                .foregroundStyle(isCompleted ? .secondary : .primary)
                .font(.body.weight(.medium))
            Spacer()
            Button("Details") {}
                .buttonStyle(.plain)
                .disabled(isCompleted)
        }
        .padding(.horizontal, 16)
        .padding(.vertical)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.1))
        .clipShape(.rect(cornerRadius: 12))
        .shadow(radius: 2)
        .foregroundColor(.primary)
    }
}

struct StyledField: View {
    @State private var text = ""

    var body: some View {
        TextField("Type here", text: $text)
            .textFieldStyle(.roundedBorder)
            .bold()
            .font(.system(size: 17, weight: .semibold))
            .background(.ultraThinMaterial)
            .overlay(alignment: .trailing) {
                Text("\(text.count)").foregroundStyle(.tertiary)
            }
    }
}
