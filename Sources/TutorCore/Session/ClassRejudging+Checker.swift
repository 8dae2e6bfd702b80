extension ClassRejudging {
    /// Re-judging with `checker`, each answer as one try as `statetutor check` judges it.
    package init(course: Course, checker: AnswerChecker, checkerVersion: String, cache: VerdictCache?) {
        self.init(course: course, checkerVersion: checkerVersion, cache: cache) { answer, question in
            TutorSession.judge(answer, questionID: question.id, course: course, checker: checker)
        }
    }
}
