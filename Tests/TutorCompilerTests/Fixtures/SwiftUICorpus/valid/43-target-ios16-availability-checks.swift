// target: iOS 16
import SwiftUI

// An iOS 16 app that uses iOS 17 APIs only where it checks for them, as Xcode requires.
final class Library: ObservableObject {
    @Published var books: [String] = ["Dune", "Emma"]
}

@available(iOS 17.0, *)
@Observable final class Reader {
    var page = 1
}

@available(iOS 17.0, *)
struct PageCounter: View {
    @Bindable var reader: Reader

    var body: some View {
        Stepper("Page \(reader.page)", value: $reader.page)
            .onChange(of: reader.page) { old, new in
                print(old, new)
            }
    }
}

struct LibraryView: View {
    @StateObject private var library = Library()
    @State private var selected: String?

    var body: some View {
        List(library.books, id: \.self, selection: $selected) { book in
            Text(book)
        }
        .onChange(of: selected) { newValue in
            print(newValue ?? "none")
        }
        .modifier(PagingIfAvailable())
    }
}

struct PagingIfAvailable: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.scrollTargetBehavior(.paging)
        } else {
            content
        }
    }
}
